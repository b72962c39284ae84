import { HiddenPeopleSection } from './hidden-people-section';
import { MutedWordsSection } from './muted-words-section';

/** /settings/muted: the reader's muted words, and the people they muted and blocked. */
export function MutedSettings() {
  return (
    <>
      <MutedWordsSection />
      <HiddenPeopleSection kind="mutes" />
      <HiddenPeopleSection kind="blocks" />
    </>
  );
}
