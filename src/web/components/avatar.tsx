import styles from './avatar.module.css';

export const defaultAvatarUrl = '/avatars/default.svg';

interface AvatarProps {
  url: string | undefined;
  /** Who it shows; empty when a name next to it already says so. */
  alt: string;
  size?: number;
}

/** A round profile picture, or the default image when the user has none. */
export function Avatar({ url, alt, size = 48 }: AvatarProps) {
  return (
    <img
      className={styles.avatar}
      src={url || defaultAvatarUrl}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
