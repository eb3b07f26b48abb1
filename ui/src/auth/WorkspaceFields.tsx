/**
 * The fields that make a workspace, on sign-up and on joining from an invitation (one rule for
 * both): your name when the account has none yet, the organisation's name, and its web address,
 * which follows the name until it is typed itself.
 */
import { useState } from 'react';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';

/** A readable slug from a name: 'Acme Builders Ltd' -> 'acme-builders-ltd' (as the server's slugify). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

/** What may be typed into the slug field: lower-case letters, digits and hyphens. */
export function cleanSlug(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 48);
}

export type WorkspaceErrors = Partial<Record<'name' | 'slug' | 'userName', string>>;

export function useWorkspaceForm() {
  const [userName, setUserName] = useState('');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  return {
    userName,
    setUserName,
    name,
    slug,
    /** The address sent: as typed, else derived from the name. */
    finalSlug: slug || slugify(name),
    /** Both at once, e.g. what an invitation proposes; the address still follows the name until typed. */
    start: (startName: string, startSlug: string) => {
      setName(startName);
      setSlug(startSlug);
    },
    typeName: (typed: string) => {
      setName(typed);
      if (!slugTouched) setSlug(slugify(typed));
    },
    typeSlug: (typed: string) => {
      setSlug(cleanSlug(typed));
      setSlugTouched(true);
    },
  };
}

export function WorkspaceFields({
  form,
  errors,
  needsName,
  namePlaceholder,
}: {
  form: ReturnType<typeof useWorkspaceForm>;
  errors: WorkspaceErrors;
  needsName: boolean;
  namePlaceholder?: string;
}) {
  const host = typeof window !== 'undefined' ? window.location.host : 'claimdesk';
  return (
    <>
      {needsName ? (
        <Field label="Your name" error={errors.userName} required hint="Shown to the people you work with.">
          <Input
            name="userName"
            autoComplete="name"
            value={form.userName}
            onChange={(e) => form.setUserName(e.target.value)}
            autoFocus
          />
        </Field>
      ) : null}
      <Field label="Organisation name" error={errors.name} required>
        <Input
          name="orgName"
          autoComplete="organization"
          placeholder={namePlaceholder}
          value={form.name}
          autoFocus={!needsName}
          onChange={(e) => form.typeName(e.target.value)}
        />
      </Field>
      <Field
        label="Web address"
        error={errors.slug}
        required
        hint="Lower-case letters, digits and hyphens. It must be unique, and can’t be changed later."
      >
        <div className="flex items-stretch">
          <span className="inline-flex max-w-[55%] shrink-0 items-center truncate rounded-l-lg border border-r-0 border-border-strong bg-muted px-3 text-sm text-fg-subtle">
            {host}/
          </span>
          <Input
            name="slug"
            inputSize="md"
            className="min-w-0 rounded-l-none"
            value={form.slug}
            onChange={(e) => form.typeSlug(e.target.value)}
          />
        </div>
      </Field>
    </>
  );
}
