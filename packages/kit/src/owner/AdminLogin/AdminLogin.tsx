import { forwardRef, useId, type FormEvent, type FormHTMLAttributes, type ReactNode } from "react";
import { useLabels } from "../../labels";
import { ownerLabels } from "../../labels/ownerLabels";
import { Button } from "../../primitives/Button";
import { Card, Description, ErrorMessage, Field, Input, Label, Title, Wrapper } from "./AdminLogin.styles";

export interface AdminLoginProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "title"> {
  /**
   * Called with the typed password when the form is submitted (never while `loading`).
   * The form's own submission is then prevented; before the app runs, the browser
   * posts the form to `action` instead.
   */
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
   * @defaultValue `labels.adminLogin.title` ("Admin Access Required")
   */
  title?: string;
  /** A sentence under the heading, e.g. what the password unlocks. */
  description?: ReactNode;
  /**
   * Where the browser posts the form when no script handles it (before hydration, or
   * with JavaScript off). A POST body keeps the password out of the address bar.
   * @defaultValue "/api/session"
   */
  action?: string;
  /**
   * The form's method.
   * @defaultValue "post"
   */
  method?: "post";
  /**
   * The page's path, sent as the `returnTo` field so the session endpoint can answer a
   * browser-posted login by sending the owner back to this page.
   */
  returnTo?: string;
  /**
   * The heading's level, so the form fits the page's outline.
   * @defaultValue 1
   */
  headingLevel?: 1 | 2;
}

/**
 * The locked state of an owner-only page: a password form. It does not check the
 * password itself; the host calls its API with it and passes back `loading` and `error`.
 * It is also a plain HTML form that posts to `action`, so a password typed before the
 * app has loaded is sent in a request body, never in a URL.
 */
export const AdminLogin = forwardRef<HTMLFormElement, AdminLoginProps>(function AdminLogin(
  {
    onSubmit,
    loading = false,
    error,
    title,
    description,
    headingLevel = 1,
    action = "/api/session",
    method = "post",
    returnTo,
    ...rest
  },
  ref,
) {
  const id = useId();
  const labels = useLabels("adminLogin", ownerLabels.adminLogin);
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
        action={action}
        method={method}
        {...rest}
        onSubmit={submit}
      >
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <Title as={headingLevel === 2 ? "h2" : "h1"} id={titleId}>
          {title ?? labels.title}
        </Title>
        {description ? <Description>{description}</Description> : null}
        <Field>
          <Label htmlFor={passwordId}>{labels.password}</Label>
          <Input
            id={passwordId}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            placeholder={labels.passwordPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </Field>
        <ErrorMessage id={errorId} role="alert">
          {error ?? ""}
        </ErrorMessage>
        <Button type="submit" disabled={loading}>
          {loading ? labels.authenticating : labels.logIn}
        </Button>
      </Card>
    </Wrapper>
  );
});
