import { createMemoryStore } from './memory-store';
import { describeStoreSuite } from './testing/store-suite';

describeStoreSuite('memory', () => Promise.resolve(createMemoryStore()));
