/** API functions of the menu domain (spec section 7). */
export {};
