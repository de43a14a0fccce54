import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { AdminLogin } from "./AdminLogin";

describe("AdminLogin", () => {
  it("asks for the admin password and submits what was typed", async () => {
    const onSubmit = vi.fn();
    const { user, container } = render(<AdminLogin onSubmit={onSubmit} />);
    expect(screen.getByRole("heading", { level: 1, name: "Admin Access Required" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Admin Access Required" });
    expect(form).toHaveAttribute("data-state", "idle");
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toBeRequired();
    expect(password).toHaveAttribute("placeholder", "Enter admin password");
    expect(await axeViolations(container)).toEqual([]);

    await user.type(password, "s3cret{enter}");
    expect(onSubmit).toHaveBeenCalledWith("s3cret");
  });

  it("does not submit an empty password", async () => {
    const onSubmit = vi.fn();
    const { user } = render(<AdminLogin onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reads 'Authenticating...' and is disabled while loading", async () => {
    const onSubmit = vi.fn();
    const { user, container } = render(<AdminLogin onSubmit={onSubmit} loading />);
    const button = screen.getByRole("button", { name: "Authenticating..." });
    expect(button).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Password"), "s3cret{enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the error as an alert tied to the field", async () => {
    const { container } = render(<AdminLogin onSubmit={() => {}} error="Invalid password" />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Invalid password");
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("Invalid password");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes a title, description and heading level for reuse, and forwards its ref", async () => {
    const ref = createRef<HTMLFormElement>();
    const { container } = render(
      <AdminLogin
        ref={ref}
        onSubmit={() => {}}
        title="Analytics Access"
        description="Enter the admin password to see visit statistics."
        headingLevel={2}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Analytics Access" })).toBeInTheDocument();
    expect(screen.getByText("Enter the admin password to see visit statistics.")).toBeInTheDocument();
    expect(ref.current?.tagName).toBe("FORM");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is a plain form that posts the password in the body to the session endpoint, with the page to return to", async () => {
    const onSubmit = vi.fn();
    const { user } = render(<AdminLogin onSubmit={onSubmit} returnTo="/analytics" />);
    const form = screen.getByRole("form", { name: "Admin Access Required" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/session");
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("name", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    const fields = new FormData(form as HTMLFormElement);
    expect(fields.get("returnTo")).toBe("/analytics");

    // With the app running, the script handles the submission and the browser does not navigate.
    // (A listener on the document runs after React's, which sits on the render root.)
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener("submit", submitted);
    await user.type(password, "s3cret{enter}");
    document.removeEventListener("submit", submitted);
    expect(onSubmit).toHaveBeenCalledWith("s3cret");
    expect(submitted).toHaveReturnedWith(true);
  });

  it("takes another action and sends no returnTo unless given", () => {
    render(<AdminLogin onSubmit={() => {}} action="/login" />);
    const form = screen.getByRole("form", { name: "Admin Access Required" }) as HTMLFormElement;
    expect(form).toHaveAttribute("action", "/login");
    expect(new FormData(form).has("returnTo")).toBe(false);
  });
});
