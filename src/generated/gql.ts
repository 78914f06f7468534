/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ShellCurrentUser {\n  me {\n    id\n    name\n    userName\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n  language\n}\n\nmutation ShellSetLanguage($language: String!) {\n  setLanguage(language: $language)\n}": typeof types.ShellCurrentUserDocument,
    "query ChooseRolesCurrentUser {\n  me {\n    id\n    currentTenant {\n      id\n    }\n    centerList {\n      id\n      tenantId\n      displayName\n      type\n      state\n      roles {\n        name\n        displayName\n      }\n    }\n  }\n}\n\nmutation ChooseTenant($tenantId: ID!) {\n  chooseTenant(tenantId: $tenantId) {\n    id\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n}": typeof types.ChooseRolesCurrentUserDocument,
    "query SubjectList($skipCount: Int!, $maxResultCount: Int!, $filter: String) {\n  subjects(\n    skipCount: $skipCount\n    maxResultCount: $maxResultCount\n    filter: $filter\n  ) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      outpatientNumber\n      schoolName\n      gradeName\n      remark\n      status\n      coachNames\n      guardianNames\n    }\n  }\n}": typeof types.SubjectListDocument,
    "query WorkbenchOverview {\n  me {\n    id\n    currentTenant {\n      id\n      displayName\n    }\n  }\n  subjects(skipCount: 0, maxResultCount: 5) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      guardianNames\n    }\n  }\n}": typeof types.WorkbenchOverviewDocument,
};
const documents: Documents = {
    "query ShellCurrentUser {\n  me {\n    id\n    name\n    userName\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n  language\n}\n\nmutation ShellSetLanguage($language: String!) {\n  setLanguage(language: $language)\n}": types.ShellCurrentUserDocument,
    "query ChooseRolesCurrentUser {\n  me {\n    id\n    currentTenant {\n      id\n    }\n    centerList {\n      id\n      tenantId\n      displayName\n      type\n      state\n      roles {\n        name\n        displayName\n      }\n    }\n  }\n}\n\nmutation ChooseTenant($tenantId: ID!) {\n  chooseTenant(tenantId: $tenantId) {\n    id\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n}": types.ChooseRolesCurrentUserDocument,
    "query SubjectList($skipCount: Int!, $maxResultCount: Int!, $filter: String) {\n  subjects(\n    skipCount: $skipCount\n    maxResultCount: $maxResultCount\n    filter: $filter\n  ) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      outpatientNumber\n      schoolName\n      gradeName\n      remark\n      status\n      coachNames\n      guardianNames\n    }\n  }\n}": types.SubjectListDocument,
    "query WorkbenchOverview {\n  me {\n    id\n    currentTenant {\n      id\n      displayName\n    }\n  }\n  subjects(skipCount: 0, maxResultCount: 5) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      guardianNames\n    }\n  }\n}": types.WorkbenchOverviewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellCurrentUser {\n  me {\n    id\n    name\n    userName\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n  language\n}\n\nmutation ShellSetLanguage($language: String!) {\n  setLanguage(language: $language)\n}"): (typeof documents)["query ShellCurrentUser {\n  me {\n    id\n    name\n    userName\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n  language\n}\n\nmutation ShellSetLanguage($language: String!) {\n  setLanguage(language: $language)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChooseRolesCurrentUser {\n  me {\n    id\n    currentTenant {\n      id\n    }\n    centerList {\n      id\n      tenantId\n      displayName\n      type\n      state\n      roles {\n        name\n        displayName\n      }\n    }\n  }\n}\n\nmutation ChooseTenant($tenantId: ID!) {\n  chooseTenant(tenantId: $tenantId) {\n    id\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n}"): (typeof documents)["query ChooseRolesCurrentUser {\n  me {\n    id\n    currentTenant {\n      id\n    }\n    centerList {\n      id\n      tenantId\n      displayName\n      type\n      state\n      roles {\n        name\n        displayName\n      }\n    }\n  }\n}\n\nmutation ChooseTenant($tenantId: ID!) {\n  chooseTenant(tenantId: $tenantId) {\n    id\n    landingRoute\n    currentTenant {\n      id\n      displayName\n      type\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubjectList($skipCount: Int!, $maxResultCount: Int!, $filter: String) {\n  subjects(\n    skipCount: $skipCount\n    maxResultCount: $maxResultCount\n    filter: $filter\n  ) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      outpatientNumber\n      schoolName\n      gradeName\n      remark\n      status\n      coachNames\n      guardianNames\n    }\n  }\n}"): (typeof documents)["query SubjectList($skipCount: Int!, $maxResultCount: Int!, $filter: String) {\n  subjects(\n    skipCount: $skipCount\n    maxResultCount: $maxResultCount\n    filter: $filter\n  ) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      outpatientNumber\n      schoolName\n      gradeName\n      remark\n      status\n      coachNames\n      guardianNames\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkbenchOverview {\n  me {\n    id\n    currentTenant {\n      id\n      displayName\n    }\n  }\n  subjects(skipCount: 0, maxResultCount: 5) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      guardianNames\n    }\n  }\n}"): (typeof documents)["query WorkbenchOverview {\n  me {\n    id\n    currentTenant {\n      id\n      displayName\n    }\n  }\n  subjects(skipCount: 0, maxResultCount: 5) {\n    totalCount\n    items {\n      id\n      name\n      birthDay\n      gender\n      guardianNames\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;