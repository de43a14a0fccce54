import { forwardRef, useId, type FormEvent, type FormHTMLAttributes, type ReactNode } from "react";
import { Button } from "../../primitives/Button";
import { Card, Description, ErrorMessage, Field, Input, Label, Title, Wrapper } from "./AdminLogin.styles";

export interface AdminLoginProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "title"> {
  /** Called with the typed password when the form is submitted (never while `loading`). */
  onSubmit: (password: string) => void;
  /**
   * True while the password is being checked: the button reads 'Authenticating...' and is disabled.
   * @defaultValue false
   */
  loading?: boolean;
  /** What went wrong with the last attempt, e.g. 'Invalid password'; announced as an alert. */
  error?: string | null;
  /**
   * The form's heading.
   * @defaultValue "Admin Access Required"
   */
  title?: string;
  /** A sentence under the heading, e.g. what the password unlocks. */
  description?: ReactNode;
  /**
   * The heading's level, so the form fits the page's outline.
   * @defaultValue 1
   */
  headingLevel?: 1 | 2;
}

/**
 * The locked state of an owner-only page: a password form. It does not check the
 * password itself; the host calls its API with it and passes back `loading` and `error`.
 */
export const AdminLogin = forwardRef<HTMLFormElement, AdminLoginProps>(function AdminLogin(
  {
    onSubmit,
    loading = false,
    error,
    title = "Admin Access Required",
    description,
    headingLevel = 1,
    ...rest
  },
  ref,
) {
  const id = useId();
  const titleId = `${id}-title`;
  const passwordId = `${id}-password`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const password = new FormData(event.currentTarget).get("password");
    if (typeof password === "string" && password) onSubmit(password);
  };

  return (
    <Wrapper>
      <Card
        ref={ref}
        aria-labelledby={rest["aria-label"] ? undefined : titleId}
        aria-busy={loading || undefined}
        data-state={loading ? "loading" : error ? "error" : "idle"}
        {...rest}
        onSubmit={submit}
      >
        <Title as={headingLevel === 2 ? "h2" : "h1"} id={titleId}>
          {title}
        </Title>
        {description ? <Description>{description}</Description> : null}
        <Field>
          <Label htmlFor={passwordId}>Password</Label>
          <Input
            id={passwordId}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            placeholder="Enter admin password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </Field>
        <ErrorMessage id={errorId} role="alert">
          {error ?? ""}
        </ErrorMessage>
        <Button type="submit" disabled={loading}>
          {loading ? "Authenticating..." : "Login"}
        </Button>
      </Card>
    </Wrapper>
  );
});
