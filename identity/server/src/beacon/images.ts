/**
 * The security images of the security beacon (spec §2 "Primary sign-in and discovery", §4 "Security beacon", §7
 * "Security image"): small SVG pictures served at `/img/security/{name}.svg`. Three are looks, not pictures of a
 * user: `default` (no username yet), `unknown` (no such user: the widget fades to a blank look) and `unknown-device`
 * (a known user on a browser that has not signed in as them: the widget adds the new-device tooltip). The others are
 * pictures a user is given, one at random, the first time a browser they signed in from asks for theirs.
 */

/** The looks' names, which the widget recognises in `pwdImg` by their file name. */
export const LOOKS = ['default', 'unknown', 'unknown-device'] as const;
export type Look = (typeof LOOKS)[number];

interface Picture {
  /** What the picture shows: the `imageDescription` of `/login/getimage`, the image's text alternative. */
  description: string;
  /** Background colour of the disc. */
  background: string;
  /** SVG elements drawn on the disc, in a 64 x 64 view box. */
  shape: string;
}

const PICTURES: Record<string, Picture> = {
  sun: {
    description: 'a yellow sun',
    background: '#0b5394',
    shape:
      '<circle cx="32" cy="32" r="13" fill="#ffd966"/><path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6" stroke="#ffd966" stroke-width="4" stroke-linecap="round"/>',
  },
  moon: {
    description: 'a crescent moon',
    background: '#20124d',
    shape: '<path d="M40 14a19 19 0 1 0 0 36a15 15 0 1 1 0-36z" fill="#fff2cc"/>',
  },
  tree: {
    description: 'a green fir tree',
    background: '#cfe2f3',
    shape:
      '<path d="M32 10l16 24H16zM32 20l18 26H14z" fill="#274e13"/><rect x="28" y="46" width="8" height="9" fill="#783f04"/>',
  },
  boat: {
    description: 'a red sailing boat',
    background: '#9fc5e8',
    shape:
      '<path d="M33 12v30H17zM36 18l12 24H36z" fill="#cc0000"/><path d="M12 45h40l-6 8H18z" fill="#3d2b1f"/>',
  },
  house: {
    description: 'a small house',
    background: '#d9ead3',
    shape:
      '<path d="M32 12l20 18H12z" fill="#990000"/><rect x="17" y="30" width="30" height="22" fill="#f6b26b"/><rect x="28" y="38" width="8" height="14" fill="#5b3a1a"/>',
  },
  fish: {
    description: 'an orange fish',
    background: '#073763',
    shape:
      '<ellipse cx="30" cy="32" rx="16" ry="10" fill="#e69138"/><path d="M44 32l12-9v18z" fill="#e69138"/><circle cx="22" cy="29" r="2" fill="#073763"/>',
  },
  key: {
    description: 'a golden key',
    background: '#434343',
    shape:
      '<circle cx="20" cy="32" r="9" fill="none" stroke="#f1c232" stroke-width="5"/><path d="M29 32h24M45 32v8M51 32v6" stroke="#f1c232" stroke-width="5"/>',
  },
  heart: {
    description: 'a red heart',
    background: '#f4cccc',
    shape: '<path d="M32 52L14 33a10 10 0 0 1 18-14a10 10 0 0 1 18 14z" fill="#cc0000"/>',
  },
  mountain: {
    description: 'a snowy mountain',
    background: '#6fa8dc',
    shape:
      '<path d="M8 52l20-32l10 14l6-8l12 26z" fill="#38761d"/><path d="M22 30l6-10l6 9l-6-3z" fill="#ffffff"/>',
  },
  star: {
    description: 'a white star',
    background: '#741b47',
    shape: '<path d="M32 10l6 15h16l-13 10l5 16l-14-10l-14 10l5-16l-13-10h16z" fill="#ffffff"/>',
  },
  leaf: {
    description: 'a green leaf',
    background: '#fff2cc',
    shape:
      '<path d="M14 50C14 24 30 12 52 12C52 36 38 50 14 50z" fill="#6aa84f"/><path d="M14 50L44 20" stroke="#274e13" stroke-width="3"/>',
  },
  umbrella: {
    description: 'a blue umbrella',
    background: '#fce5cd',
    shape:
      '<path d="M10 32a22 22 0 0 1 44 0z" fill="#3c78d8"/><path d="M32 32v16a4 4 0 0 1-8 0" fill="none" stroke="#3d2b1f" stroke-width="3"/>',
  },
};

/** The names of the pictures a user may be given. */
export const PICTURE_NAMES: readonly string[] = Object.keys(PICTURES);

const LOOK_DRAWINGS: Record<Look, string> = {
  // A neutral padlock: nothing about any user.
  default:
    '<circle cx="32" cy="32" r="32" fill="#e8e8e8"/><rect x="20" y="30" width="24" height="18" rx="3" fill="#8a8a8a"/><path d="M24 30v-6a8 8 0 0 1 16 0v6" fill="none" stroke="#8a8a8a" stroke-width="4"/>',
  // Blank: the same grey disc a known user would never get.
  unknown: '<circle cx="32" cy="32" r="32" fill="#e8e8e8"/>',
  // A question mark: this browser has not signed in as this user.
  'unknown-device':
    '<circle cx="32" cy="32" r="32" fill="#e8e8e8"/><path d="M24 24a8 8 0 1 1 12 7c-3 2-4 3-4 7" fill="none" stroke="#6b6b6b" stroke-width="5" stroke-linecap="round"/><circle cx="32" cy="46" r="3" fill="#6b6b6b"/>',
};

function svg(title: string, body: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">' +
    `<title>${title}</title>${body}</svg>`
  );
}

/** The SVG document of an image or look by name, or null for an unknown name. */
export function imageSvg(name: string): string | null {
  if ((LOOKS as readonly string[]).includes(name)) return svg('', LOOK_DRAWINGS[name as Look]);
  const picture = PICTURES[name];
  if (!picture) return null;
  return svg(
    picture.description,
    `<circle cx="32" cy="32" r="32" fill="${picture.background}"/>${picture.shape}`,
  );
}

/** `imageDescription` of a picture ('' for a look or an unknown name). */
export function imageDescription(name: string): string {
  return PICTURES[name]?.description ?? '';
}
