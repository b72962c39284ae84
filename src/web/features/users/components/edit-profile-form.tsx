import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PublicUser } from '@/contract';
import { limits, textLength } from '@/contract/limits';
import { Button } from '@/web/components/button';
import fieldStyles from '@/web/components/form/field.module.css';
import note from '@/web/components/note.module.css';
import { TextField } from '@/web/components/form/text-field';
import { useEditProfile, type ProfileChanges } from '../api/use-edit-profile';
import { checkProfile, websiteAsSaved, type ProfileErrors } from '../lib/profile-form';
import { AvatarPicker } from './avatar-picker';
import styles from './edit-profile-form.module.css';
import { useSingleFlight } from '@/web/lib/use-single-flight';

interface EditProfileFormProps {
  user: PublicUser;
  /** Called once the changes are saved. */
  onDone: () => void;
  /** Cancel: the owner asks first when something was changed. */
  onCancel: () => void;
  /**
   * Told whether the form differs from the saved profile, whenever that changes: closing asks
   * before changes are lost, and not once they are typed back to what was saved.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

const fieldOrder: (keyof ProfileChanges)[] = ['firstName', 'lastName', 'bio', 'website'];

const savedValues = (user: PublicUser): ProfileChanges => ({
  firstName: user.firstName,
  lastName: user.lastName,
  avatarUrl: user.avatarUrl,
  bio: user.bio,
  website: user.website,
});

const differsFromSaved = (values: ProfileChanges, user: PublicUser) => {
  const saved = savedValues(user);
  return (Object.keys(saved) as (keyof ProfileChanges)[]).some((key) => values[key] !== saved[key]);
};

/**
 * The Edit Profile form. What the server would refuse is said under the field before anything
 * is sent; a refusal from the server shows as a toast, and what was typed stays either way. The
 * names have no maxlength: the browser counts it in UTF-16 units and would stop a name of emoji
 * at half what the server takes; the check says when one is too long.
 */
export function EditProfileForm({ user, onDone, onCancel, onDirtyChange }: EditProfileFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const bioId = useId();
  const [values, setValues] = useState<ProfileChanges>(() => savedValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useEditProfile({ onSaved: onDone });
  // Told from one place, the values against the saved profile, whichever of them changed.
  const dirty = differsFromSaved(values, user);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const once = useSingleFlight();

  const set = (field: keyof ProfileChanges) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field shows the address as it is saved ("maya.studio" becomes https://maya.studio).
    const website = websiteAsSaved(values.website);
    if (website !== values.website) setValues((old) => ({ ...old, website }));
    const found = checkProfile({ ...values, website });
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      const element = form.current?.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    once(() =>
      save.mutateAsync({
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        website,
      }),
    );
  };

  const invalid = (field: keyof ProfileChanges) => (errors[field] ? styles.invalid : undefined);
  /** What a text field of the form takes: its value, its change, and its refusal if any. */
  const textField = (name: 'firstName' | 'lastName' | 'website') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    'aria-invalid': Boolean(errors[name]),
    className: invalid(name),
  });

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <AvatarPicker value={values.avatarUrl} onChange={set('avatarUrl')} />
      <div className={styles.names}>
        <TextField
          label="First name"
          autoComplete="given-name"
          hint={errors.firstName}
          {...textField('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          hint={errors.lastName}
          {...textField('lastName')}
        />
      </div>
      <TextField
        label="Username"
        name="username"
        value={user.username}
        readOnly
        className={styles.readonly}
        hint="Usernames cannot be changed: your profile's address and your posts are filed under it."
      />
      <div className={[fieldStyles.field, invalid('bio')].filter(Boolean).join(' ')}>
        <label htmlFor={bioId} className={fieldStyles.label}>
          Bio
        </label>
        <textarea
          id={bioId}
          name="bio"
          rows={3}
          value={values.bio}
          onChange={(event) => set('bio')(event.target.value)}
          aria-invalid={Boolean(errors.bio)}
          aria-describedby={`${bioId}-count`}
          className={`${fieldStyles.input} ${styles.bio}`}
        />
        <p id={`${bioId}-count`} className={note.note}>
          {errors.bio ?? `${textLength(values.bio)} of ${limits.bioMax} characters`}
        </p>
      </div>
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        hint={errors.website ?? 'A web address such as example.com, or leave it empty.'}
        {...textField('website')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Edit Profile
        </Button>
      </div>
    </form>
  );
}
