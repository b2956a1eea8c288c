/**
 * Compiles only when `Missing` is `never`. Given `Exclude<Union, (typeof LIST)[number]>`, it makes a
 * list written out by hand name every member of its union type: a member added to the type and
 * not to the list does not compile. Types only: nothing of it reaches the bundle.
 */
export type AssertNoneMissing<Missing extends never> = Missing;
