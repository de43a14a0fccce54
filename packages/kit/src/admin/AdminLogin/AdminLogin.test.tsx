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
});
