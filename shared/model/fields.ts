/** Every key of T once: a tuple that misses a key, or names one T lacks, does not compile. */
export function fieldsOf<T>() {
  return <const K extends readonly (keyof T & string)[]>(
    ...keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ): K => keys;
}

/** Some keys of T (a subset the rules name, such as the fields an edit may change). */
export function someFieldsOf<T>() {
  return <const K extends readonly (keyof T & string)[]>(...keys: K): K => keys;
}
