/**
 * The icons of what every first load shows (the header, the password field), drawn with the same
 * paths and strokes as lucide-react's Sun, Moon, CodeXml, LogOut, Eye and EyeOff. lucide's icon
 * builder (about 1.5 KB gzip) would otherwise come with the login screen; the logged-in pages load
 * lucide for their own icons.
 */
function FirstLoadIcon({ paths, circle }: { paths: string[]; circle?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
      {circle && <circle cx="12" cy="12" r={circle} />}
    </svg>
  );
}

const sun = [
  'M12 2v2',
  'M12 20v2',
  'm4.93 4.93 1.41 1.41',
  'm17.66 17.66 1.41 1.41',
  'M2 12h2',
  'M20 12h2',
  'm6.34 17.66-1.41 1.41',
  'm19.07 4.93-1.41 1.41',
];
const moon = [
  'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
];
const code = ['m18 16 4-4-4-4', 'm6 8-4 4 4 4', 'm14.5 4-5 16'];
const logOut = ['m16 17 5-5-5-5', 'M21 12H9', 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'];
const eye = [
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
];
const eyeOff = [
  'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49',
  'M14.084 14.158a3 3 0 0 1-4.242-4.242',
  'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143',
  'm2 2 20 20',
];

export const SunIcon = () => <FirstLoadIcon paths={sun} circle={4} />;
export const MoonIcon = () => <FirstLoadIcon paths={moon} />;
export const CodeIcon = () => <FirstLoadIcon paths={code} />;
export const LogOutIcon = () => <FirstLoadIcon paths={logOut} />;
export const EyeIcon = () => <FirstLoadIcon paths={eye} circle={3} />;
export const EyeOffIcon = () => <FirstLoadIcon paths={eyeOff} />;
