import { createMemoryStore } from './memory-store';
import { describeStoreContract } from './testing/store-suite';

describeStoreContract('memory', () => Promise.resolve(createMemoryStore()));
