import { createMemoryStore } from './memory-store';
import { describeStoreContract } from './store-contract';

describeStoreContract('memory', () => Promise.resolve(createMemoryStore()));
