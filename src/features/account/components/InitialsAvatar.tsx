type InitialsAvatarProps = { name: string; pictureUrl?: string | null; size?: number };

// Latin names give their first letters ("Grace Lin" → "GL"); Chinese names their last
// character or two, as people are called by their given name ("张悦" → "悦").
const initialsOf = (name: string): string => {
  // A note in brackets ("张悦（测试）") is not part of the name.
  const trimmed = name.replace(/[（(][^）)]*[）)]/g, '').trim();
  if (!trimmed) return '?';
  const han = trimmed.match(/[\u3400-\u9fff]/g);
  if (han) return han.slice(-2).join('');
  const words = trimmed.split(/\s+/);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
};

/** The user's photo, or their initials on a coloured disc when there is none. */
export const InitialsAvatar = ({ name, pictureUrl, size = 72 }: InitialsAvatarProps) => {
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (pictureUrl) return <img src={pictureUrl} alt={name} style={{ ...style, objectFit: 'cover' }} />;
  return (
    <div
      role="img"
      aria-label={name}
      className="bp6-text-large"
      style={{
        ...style,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#2d72d2',
        color: '#fff',
        fontWeight: 600,
        fontSize: size / 3,
      }}
    >
      {initialsOf(name)}
    </div>
  );
};
