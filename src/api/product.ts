/** API functions of the product domain (spec section 7). */
export {};
