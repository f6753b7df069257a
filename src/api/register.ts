/** API functions of the register domain (spec section 7). */
export {};
