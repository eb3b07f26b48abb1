import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { HttpError, type FieldErrors } from '../lib/http';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { requestDemo, validateDemoRequest, type DemoRequest, type RequestDemoOptions } from './demo';

const FIELDS: Array<keyof DemoRequest> = ['email', 'companyName', 'message'];

/** The demo-request form: email, companyName, message and 'Request a demo'. */
export function DemoRequestForm({ requestOptions }: { requestOptions?: RequestDemoOptions }) {
  const [values, setValues] = useState<DemoRequest>({ email: '', companyName: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [reply, setReply] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const replyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reply !== null) replyRef.current?.focus();
  }, [reply]);

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = FIELDS.find((name) => fieldErrors[name]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const set = (name: keyof DemoRequest) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems = validateDemoRequest(values);
    setErrors(problems);
    setFormErrors([]);
    if (Object.keys(problems).length) {
      focusFirstError(problems);
      return;
    }
    setSubmitting(true);
    try {
      setReply(await requestDemo(values, requestOptions));
    } catch (error) {
      // requestDemo has alerted; show what the server said about each field, if anything.
      const fieldErrors = error instanceof HttpError ? error.fieldErrors : {};
      const known: FieldErrors = {};
      const general: string[] = [];
      for (const [name, messages] of Object.entries(fieldErrors)) {
        if ((FIELDS as string[]).includes(name)) known[name] = messages;
        else general.push(...messages);
      }
      setErrors(known);
      setFormErrors(general);
      focusFirstError(known);
    } finally {
      setSubmitting(false);
    }
  };

  if (reply !== null) {
    return (
      <div
        ref={replyRef}
        tabIndex={-1}
        role="status"
        data-testid="demo-reply"
        className="flex flex-col items-center gap-4 px-2 py-10 text-center focus:outline-none"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-success-soft text-success-soft-fg">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <p className="max-w-sm text-base font-medium text-fg">{reply || 'Thanks, we have your request.'}</p>
        <Link to="/" className="link text-sm">
          Back to the home page
        </Link>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="demo-form" aria-label="Request a demo">
      <Field label="Work email" error={errors.email} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.co.nz"
          maxLength={254}
          value={values.email}
          onChange={set('email')}
        />
      </Field>
      <Field label="Company name" error={errors.companyName}>
        <Input
          name="companyName"
          autoComplete="organization"
          placeholder="Your company"
          maxLength={200}
          value={values.companyName}
          onChange={set('companyName')}
        />
      </Field>
      <Field label="How can we help?" error={errors.message} hint="Tell us about your projects and who you claim to or from.">
        <TextArea name="message" rows={4} maxLength={5000} value={values.message} onChange={set('message')} />
      </Field>
      {formErrors.length ? (
        <div role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger-soft-fg">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Button type="submit" size="lg" loading={submitting} className="w-full">
        Request a demo
      </Button>
      <p className="text-center text-[13px] text-fg-subtle">
        We only use your details to reply to you. Read our{' '}
        <Link to="/privacy" className="link font-normal">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
