// What the rest of the app may use of this feature; everything else stays inside it.
export { TagResults } from './components/tag-results';
