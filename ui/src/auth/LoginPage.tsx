/**
 * /login (spec 1 section 2): email, then the emailed code (or a redirect to a returned url);
 * passkey sign-in from the email field's autofill (not attempted over plain http) and on request.
 * Query: `add` adds another account to this browser, `signup` switches to sign-up, `to` is the
 * return path (followed only when it is a safe relative path).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, KeyRound, Mail } from 'lucide-react';
import { EMAIL_REQUIRED } from '../domain/email';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { loginWithCode, requestLogin, type SignedIn } from './client';
import { cleanCode, CODE_LENGTH, formatCode } from './code';
import { ExternalSignInButtons, useExternalReturn } from './ExternalSignIn';
import { clearAuthNotice, peekAuthNotice } from './notice';
import { CHECKING, LOGGING_IN, messageOf } from './texts';
import { useSessions } from './sessions';
import { useFinishSignIn } from './useFinishSignIn';
import { usePasskeySignIn } from './usePasskeySignIn';

export function LoginPage() {
  const [params] = useSearchParams();
  const signup = params.has('signup');
  const adding = params.has('add');
  const to = params.get('to');
  const sessions = useSessions();
  const { finish, signingIn } = useFinishSignIn(to);
  const [notice] = useState(peekAuthNotice);
  useEffect(clearAuthNotice, []);

  const [step, setStep] = useState<'email' | 'code'>('email');
  // A Google / Microsoft identity that is not linked comes back with its (verified) email.
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const external = useExternalReturn(params, finish, setEmailError);
  const [sending, setSending] = useState(false);
  const [magicToken, setMagicToken] = useState<string | null>(null);

  const passkey = usePasskeySignIn(finish);

  const sendCode = async (event?: FormEvent): Promise<boolean> => {
    event?.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmailError(EMAIL_REQUIRED);
      return false;
    }
    setEmailError(null);
    setSending(true);
    try {
      const answer = await requestLogin({ email: address, signup, to });
      if (answer.magicToken) {
        setMagicToken(answer.magicToken);
        setStep('code');
      } else if (answer.url && /^https?:\/\//.test(answer.url)) {
        window.location.assign(answer.url);
      }
      return true;
    } catch (error) {
      if (step === 'code') toast.error(messageOf(error));
      else setEmailError(messageOf(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  const title = adding ? 'Add an account' : signup ? 'Create your Claimdesk account' : 'Sign in to Claimdesk';

  return (
    <AuthLayout>
      <title>{signup ? 'Sign up · Claimdesk' : 'Sign in · Claimdesk'}</title>
      {notice && step === 'email' ? (
        <Banner tone="warning" title={notice} className="mb-6">
          {signup
            ? 'Create your account below, or sign in if you already have one.'
            : 'Sign in with an account that belongs to this workspace, or check the address.'}
        </Banner>
      ) : null}

      {external && step === 'email' ? (
        <Banner
          tone={external.tone}
          title={external.title}
          className="mb-6"
          action={
            params.get('result') === 'not-linked' && email ? (
              <Button size="sm" loading={sending} onClick={() => void sendCode()}>
                Email me a code
              </Button>
            ) : undefined
          }
        >
          {external.detail}
        </Banner>
      ) : null}

      {step === 'email' ? (
        <>
          <AuthHeading title={title}>
            {adding
              ? 'Sign in with another email. Your other accounts stay signed in on this browser.'
              : signup
                ? 'Enter your work email and we’ll send you a code to create your account.'
                : 'Enter your email and we’ll send you a sign-in code.'}
          </AuthHeading>
          <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
            <Field label="Email" error={emailError} required>
              <Input
                type="email"
                name="email"
                inputSize="lg"
                autoComplete="username webauthn"
                autoFocus
                placeholder="you@company.co.nz"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setEmailError(null);
                }}
                disabled={sending || signingIn}
              />
            </Field>
            <Button type="submit" size="lg" loading={sending} icon={<Mail aria-hidden />}>
              {signup ? 'Sign up with email' : 'Continue with email'}
            </Button>
          </form>

          {signup ? null : (
            <>
              <div className="my-6 flex items-center gap-3 text-[13px] text-fg-subtle" aria-hidden>
                <span className="h-px flex-1 bg-border" />
                or
                <span className="h-px flex-1 bg-border" />
              </div>
              <Button
                variant="secondary"
                size="lg"
                className="w-full"
                icon={<KeyRound aria-hidden />}
                loading={passkey.busy}
                disabled={signingIn}
                onClick={passkey.onRequest}
              >
                Sign in with a passkey
              </Button>
              {passkey.error ? (
                <p role="alert" className="mt-3 text-[13px] text-danger-soft-fg">
                  {passkey.error}
                </p>
              ) : null}
              <ExternalSignInButtons to={to} disabled={signingIn} />
            </>
          )}

          {signingIn ? (
            <p role="status" className="mt-5 flex items-center justify-center gap-2 text-sm text-fg-muted">
              <Spinner size="sm" /> {LOGGING_IN}
            </p>
          ) : null}

          <p className="mt-8 text-center text-sm text-fg-muted">
            {signup ? (
              <>
                Already have an account?{' '}
                <Link className="font-medium text-primary hover:underline" to={withParams(params, { signup: null })}>
                  Sign in
                </Link>
              </>
            ) : (
              <>
                New to Claimdesk?{' '}
                <Link className="font-medium text-primary hover:underline" to={withParams(params, { signup: '' })}>
                  Create an account
                </Link>
              </>
            )}
          </p>
          {sessions.length && !adding ? (
            <p className="mt-3 text-center text-[13px] text-fg-subtle">
              Already signed in as {sessions.map((s) => s.email).join(', ')}.{' '}
              <Link className="text-primary hover:underline" to="/">
                Go to Claimdesk
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <CodeStep
          email={email.trim()}
          magicToken={magicToken}
          finish={finish}
          signingIn={signingIn}
          sending={sending}
          onBack={() => {
            setStep('email');
            setMagicToken(null);
          }}
          onResend={async () => {
            if (await sendCode()) toast.success(`We sent a new code to ${email.trim()}.`);
          }}
        />
      )}
    </AuthLayout>
  );
}

/** The code step: the emailed code, checked as soon as it is complete. */
function CodeStep({
  email,
  magicToken,
  finish,
  signingIn,
  sending,
  onBack,
  onResend,
}: {
  email: string;
  magicToken: string | null;
  finish: (answer: SignedIn) => void;
  signingIn: boolean;
  sending: boolean;
  onBack: () => void;
  onResend: () => void;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const submitting = useRef(false);

  const submitCode = async (value: string) => {
    if (!magicToken || value.length !== CODE_LENGTH || submitting.current) return;
    submitting.current = true;
    setChecking(true);
    setCodeError(null);
    try {
      finish(await loginWithCode(magicToken, value));
    } catch (error) {
      // The error stays under the input; the input is emptied for the next try, keeping focus.
      setCodeError(messageOf(error));
      setCode('');
      codeInput.current?.focus();
    } finally {
      setChecking(false);
      submitting.current = false;
    }
  };

  // A new code (Send a new code) empties the input; the step opens with the input focused.
  useEffect(() => {
    setCode('');
    setCodeError(null);
  }, [magicToken]);
  useEffect(() => codeInput.current?.focus(), []);

  const onCodeChange = (typed: string) => {
    if (checking || signingIn) return;
    const next = cleanCode(typed);
    setCode(next);
    if (next) setCodeError(null);
    if (next.length === CODE_LENGTH) void submitCode(next);
  };

  const status = signingIn ? LOGGING_IN : checking ? CHECKING : null;
  return (
    <>
      <AuthHeading title="Check your email">
        We sent a 6-character code to <strong className="font-medium text-fg">{email}</strong>. Enter it
        below, or open the link in the email on this browser.
      </AuthHeading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submitCode(code);
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        <Field label="Code" error={codeError} hint="The code expires 10 minutes after we send it.">
          <Input
            ref={codeInput}
            name="code"
            inputSize="lg"
            value={formatCode(code)}
            onChange={(e) => onCodeChange(e.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            maxLength={CODE_LENGTH + 1}
            placeholder="XXX-XXX"
            aria-label="Code"
            readOnly={checking || signingIn}
            aria-busy={checking || undefined}
            className="text-center font-mono !text-2xl tracking-[0.35em] uppercase"
          />
        </Field>
        {status ? (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" /> {status}
          </p>
        ) : (
          <Button type="submit" size="lg" disabled={code.length !== CODE_LENGTH}>
            Sign in
          </Button>
        )}
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="inline-flex items-center gap-1.5 text-fg-muted hover:text-fg"
          onClick={onBack}
          disabled={checking || signingIn}
        >
          <ArrowLeft aria-hidden className="size-4" /> Use a different email
        </button>
        <button
          type="button"
          className="font-medium text-primary hover:underline disabled:opacity-50"
          disabled={sending || checking || signingIn}
          onClick={onResend}
        >
          Send a new code
        </button>
      </div>
    </>
  );
}

/** The current query with some keys set ('' = a bare flag) or removed (null). */
function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString().replace(/=(?=&|$)/g, '');
  return query ? `/login?${query}` : '/login';
}

export { LoginPage as Component };
