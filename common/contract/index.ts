export * from './attendance';
export * from './audit';
export * from './base';
export * from './competitions';
export * from './enrolments';
export * from './teams';
export * from './users';
export * from './content';
