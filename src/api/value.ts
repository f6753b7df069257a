/** API functions of the value domain (spec section 7). */
export {};
