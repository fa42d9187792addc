import type { SandboxDomain } from "../context.ts";
import { createQuestionsState } from "./state.ts";

export const questionsDomain: SandboxDomain = {
  name: "questions",
  seed(state) {
    state.questions = createQuestionsState();
  },
  routes() {},
};
