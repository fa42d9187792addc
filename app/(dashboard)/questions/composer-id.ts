/** The answer box's element id: the "r" shortcut focuses it without loading the composer's code. */
export const COMPOSER_ID = "answer-composer";
