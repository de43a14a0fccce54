import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { Button, ButtonLink } from "./Button";

describe("Button", () => {
  it("is a button named by its text that calls onClick", async () => {
    const onClick = vi.fn();
    const { user } = render(<Button onClick={onClick}>Get In Touch</Button>);
    await user.click(screen.getByRole("button", { name: "Get In Touch" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not submit a surrounding form unless asked to", async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { user } = render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Plain" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("ignores clicks while disabled", async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Button disabled onClick={onClick}>
        Sending...
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Sending..." }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  });

  it("renders a link that looks like a button", async () => {
    const { container } = render(
      <ButtonLink href="/api/download-resume" variant="secondary">
        Download Resume
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Download Resume" });
    expect(link).toHaveAttribute("href", "/api/download-resume");
    expect(link).toHaveAttribute("data-variant", "secondary");
    expect(await axeViolations(container)).toEqual([]);
  });
});
