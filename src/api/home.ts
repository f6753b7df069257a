/** API functions of the home domain (spec section 7). */
export {};
