/** API functions of the system domain (spec section 7). */
export {};
