export { AdminLogin } from "./AdminLogin";
export type { AdminLoginProps } from "./AdminLogin";
