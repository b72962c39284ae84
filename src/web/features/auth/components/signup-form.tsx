import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signupMessages } from '@/contract/client-messages';
import { paths } from '@/web/config/paths';
import { Button } from '@/web/components/button';
import { PasswordField } from '@/web/components/form/password-field';
import { PasswordMeter } from '@/web/components/password-meter/password-meter';
import { TextField } from '@/web/components/form/text-field';
import { notify } from '@/web/lib/notify';
import { serverConfigQuery, useSignupMutation } from '../api/auth-api';
import {
  checkSignup,
  emailTaken,
  emptySignup,
  passwordRefused,
  signupFailure,
  signupHints,
  signupProblems,
  afterEdit,
  usernameTaken,
  type SignupErrors,
  type SignupFields,
} from '../lib/signup-validation';
import styles from './auth-form.module.css';
import { useSingleFlight } from '@/web/lib/use-single-flight';

/** Each field's label, what the browser may fill it with, and the hint under it. */
const fieldSpecs: Record<
  keyof SignupFields,
  { label: string; autoComplete: string; hint?: string }
> = {
  firstName: { label: 'First name', autoComplete: 'given-name', hint: signupHints.name },
  lastName: { label: 'Last name', autoComplete: 'family-name', hint: signupHints.name },
  username: { label: 'Username', autoComplete: 'username', hint: signupHints.username },
  email: { label: 'Email', autoComplete: 'email' },
  password: { label: 'Password', autoComplete: 'new-password', hint: signupHints.password },
  confirmPassword: { label: 'Confirm password', autoComplete: 'new-password' },
};

/**
 * The six fields of /signup (docs/product.md). Every check that needs no server runs first (empty
 * fields, the password repeated, the limits shown under the fields), so a request goes out only
 * when it can succeed: a toast names the first problem, and each field says its own under it
 * until it is edited. The browser's own validation is off: the app's messages replace its bubbles.
 */
export function SignupForm() {
  const [fields, setFields] = useState<SignupFields>(emptySignup);
  const [errors, setErrors] = useState<SignupErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const signup = useSignupMutation();
  const once = useSingleFlight();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo') ?? undefined;
  const mode = useQuery(serverConfigQuery).data?.registrations ?? 'open';
  // An invite link (/signup?invite=CODE) fills the code in.
  const [inviteCode, setInviteCode] = useState(() => params.get('invite') ?? '');
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const meterId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = signupProblems(fields);
    const problem = checkSignup(fields, found);
    setErrors(found);
    if (problem) {
      // This submit's problem replaces the last one's: a mended field's toast would contradict
      // the messages under the fields.
      notify.clearErrors();
      notify.error(problem.message);
      // The first field marked, in the form's order (signupProblems lists them so).
      const first = Object.keys(found)[0] ?? problem.field;
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    once(() =>
      signup.mutateAsync(
        {
          ...fields,
          email: fields.email.trim(),
          ...(mode === 'invite' ? { inviteCode: inviteCode.trim() } : {}),
        },
        {
          onSuccess: (answer) => {
            // A refusal still on screen (a username taken a moment ago) is answered now.
            notify.clearErrors();
            // Where a moderator approves accounts first, the page says so and stays.
            if ('message' in answer) return setPendingMessage(answer.message);
            notify.success(signupMessages.success);
            void navigate(paths.login.href(redirectTo));
          },
          onError: (error) => {
            const message = signupFailure(error);
            notify.clearErrors();
            notify.error(message);
            // A taken username or email, or a refused password, is that field's problem: said
            // under it, with the focus there.
            const field = usernameTaken(error)
              ? 'username'
              : emailTaken(error)
                ? 'email'
                : passwordRefused(error)
                  ? 'password'
                  : undefined;
            if (field) {
              setErrors((current) => ({ ...current, [field]: message }));
              form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
            }
          },
        },
      ),
    );
  };

  /** A field's props: its label, value and change, and its problem in place of its hint. */
  const field = (name: keyof SignupFields) => ({
    name,
    label: fieldSpecs[name].label,
    autoComplete: fieldSpecs[name].autoComplete,
    required: true,
    value: fields[name],
    hint: errors[name] ?? fieldSpecs[name].hint,
    className: errors[name] ? styles.invalid : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => {
      setErrors((current) => afterEdit(current, name));
      setFields((current) => ({
        ...current,
        // Usernames are lowercase: capitals typed become lowercase rather than a refusal.
        [name]: name === 'username' ? event.target.value.toLowerCase() : event.target.value,
      }));
    },
  });

  if (mode === 'closed')
    return (
      <>
        <p role="status">{signupMessages.closed}</p>
        <p className={styles.switch}>
          <Link to={paths.login.href(redirectTo)}>Already have an account? Login</Link>
        </p>
      </>
    );
  if (pendingMessage) return <p role="status">{pendingMessage}</p>;

  return (
    <>
      {mode === 'approval' && <p>{signupMessages.approvalNote}</p>}
      {/* post: as the login form, no password in the address before the script has taken over. */}
      <form method="post" ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <TextField {...field('firstName')} />
          <TextField {...field('lastName')} />
        </div>
        <TextField autoCapitalize="none" spellCheck={false} {...field('username')} />
        <TextField type="email" {...field('email')} />
        <PasswordField
          {...field('password')}
          // A problem said under the field stands alone until the field is edited.
          aria-describedby={fields.password && !errors.password ? meterId : undefined}
          after={
            <PasswordMeter
              id={meterId}
              password={errors.password ? '' : fields.password}
              owner={fields}
            />
          }
        />
        <PasswordField {...field('confirmPassword')} />
        {mode === 'invite' && (
          <TextField
            name="inviteCode"
            label="Invite code"
            autoComplete="off"
            required
            value={inviteCode}
            hint={signupMessages.inviteHint}
            onChange={(event) => setInviteCode(event.target.value)}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={signup.isPending}>
            {signup.isPending ? 'Signing up…' : 'Sign Up'}
          </Button>
        </div>
      </form>
      <p className={styles.switch}>
        <Link to={paths.login.href(redirectTo)}>Already have an account? Login</Link>
      </p>
    </>
  );
}
