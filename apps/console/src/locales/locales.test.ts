import { describeTextFiles } from '@shopkeeper/front-kit/testing';

describeTextFiles('console', import.meta.glob('./*.json', { eager: true, import: 'default' }));
