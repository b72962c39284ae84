import { Check } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/web/components/avatar';
import { Button } from '@/web/components/button';
import { presetAvatars } from '../lib/profile-form';
import styles from './avatar-picker.module.css';

interface AvatarPickerProps {
  value: string;
  onChange: (url: string) => void;
}

/** A preview (100 by 100), the 6 preset avatars as radio buttons, and a way back to none. */
export function AvatarPicker({ value, onChange }: AvatarPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Avatar</legend>
      <div className={styles.current}>
        <Avatar url={value} alt={value ? 'Your chosen avatar' : 'The default avatar'} size={100} />
        <Button variant="secondary" onClick={() => onChange('')} disabled={value === ''}>
          Clear avatar
        </Button>
      </div>
      <div className={styles.grid}>
        {presetAvatars.map((url, index) => (
          <label key={url} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={url}
              checked={value === url}
              onChange={() => onChange(url)}
              className="visually-hidden"
            />
            <img src={url} alt={`Avatar ${index + 1}`} width={56} height={56} />
            {value === url && <Check aria-hidden size={16} className={styles.check} />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
