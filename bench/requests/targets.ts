/** What the bench asks for: the console's first page of the subject list, over REST and GraphQL. */

export const SUBJECT_PAGE = { skipCount: 0, maxResultCount: 20 };

// The console's SubjectList operation (src/features/subjects/graphql/subjects.operations.graphql).
export const SUBJECT_LIST_QUERY = `query SubjectList($skipCount: Int!, $maxResultCount: Int!) {
  subjects(skipCount: $skipCount, maxResultCount: $maxResultCount) {
    totalCount
    items {
      id name birthDay gender outpatientNumber schoolName gradeName remark status isCheckedIn
      musicPlanId coachNames guardianNames
      coaches { id name }
      guardians { id nickName roleDisplayName isCancelled }
    }
  }
}`;

/** The targets, each a ratio of two figures from the same run. */
export const TARGETS = {
  trivialOverHealthz: 0.25,
  restOverDirect: 0.5,
  graphqlOverRest: 0.67,
};
