// One field of package.json: Vite's named JSON import leaves the rest out of the bundle.
import { repository } from '../../../package.json';

/** The source code's web address, from package.json's repository ("git+https://….git" too). */
export const sourceUrl = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
