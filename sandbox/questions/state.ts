
export interface QuestionsState {
}

export function createQuestionsState(): QuestionsState {
  return {};
}
