export const LOCAL_ADMIN_PASSWORDS: Readonly<{
  dev: string;
  e2e: string;
  production: string;
  faults: string;
}>;
