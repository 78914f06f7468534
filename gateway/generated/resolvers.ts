import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** One of the signed-in user's memberships (centerList). */
export type CenterMembership = {
  __typename?: 'CenterMembership';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  roles: Array<Role>;
  state: MembershipState;
  tenantId: Scalars['ID']['output'];
  type: TenantType;
};

/** The signed-in user as the console needs it (spec 000 §3 'Current user'). */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  /** Platform roles of management mode: admin, editor, medicalSupport, ... */
  adminRoles: Array<Scalars['String']['output']>;
  /** The tenant tree the user may switch through; the whole tree for the role named admin. */
  canChangeList: Array<TenantNode>;
  centerList: Array<CenterMembership>;
  /** The tenant this request ran for; null in management mode or before a role is chosen. */
  currentTenant?: Maybe<TenantNode>;
  email?: Maybe<Scalars['String']['output']>;
  /** Menu permissions (Menu.Section.Item) and policies granted in the current tenant. */
  grantedPermissions: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Where the console opens after sign-in (spec 000 §2 'Landing route after sign-in'). */
  landingRoute: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Tenant features and front permissions of the current tenant (tenantPermission). */
  tenantPermissions: Array<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

/** A membership's state (spec 000 §4 'Centre membership'). */
export type MembershipState =
  | 'Effective'
  | 'Frozen';

export type Mutation = {
  __typename?: 'Mutation';
  /** Choose the centre (and so the roles) to work in; remembered for the user. */
  chooseTenant: CurrentUser;
  /** Store the interface language for the user (zh-CN or en-US) and return it. */
  setLanguage: Scalars['String']['output'];
};


export type MutationChooseTenantArgs = {
  tenantId: Scalars['ID']['input'];
};


export type MutationSetLanguageArgs = {
  language: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The interface language stored for the user: zh-CN or en-US. */
  language: Scalars['String']['output'];
  me: CurrentUser;
  /** One page of the current centre's children, newest first. */
  subjects: SubjectPage;
};


export type QuerySubjectsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};

export type Role = {
  __typename?: 'Role';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A child trained or assessed in a centre (spec 000 §3 'Subject'). */
export type Subject = {
  __typename?: 'Subject';
  birthDay: Scalars['String']['output'];
  coachNames: Array<Scalars['String']['output']>;
  gender: Scalars['String']['output'];
  gradeName?: Maybe<Scalars['String']['output']>;
  guardianNames: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  outpatientNumber?: Maybe<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  schoolName?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type SubjectPage = {
  __typename?: 'SubjectPage';
  items: Array<Subject>;
  totalCount: Scalars['Int']['output'];
};

/** A node of the tenant tree (canChangeList). */
export type TenantNode = {
  __typename?: 'TenantNode';
  children: Array<TenantNode>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  type: TenantType;
};

/** The kinds of tenant (spec 000 §6), with the agent variants of enterprise and area. */
export type TenantType =
  | 'Area'
  | 'AreaAgent'
  | 'Center'
  | 'Enterprise'
  | 'EnterpriseAgent';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CenterMembership: ResolverTypeWrapper<CenterMembership>;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MembershipState: MembershipState;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<Role>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subject: ResolverTypeWrapper<Subject>;
  SubjectPage: ResolverTypeWrapper<SubjectPage>;
  TenantNode: ResolverTypeWrapper<TenantNode>;
  TenantType: TenantType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CenterMembership: CenterMembership;
  CurrentUser: CurrentUser;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Role: Role;
  String: Scalars['String']['output'];
  Subject: Subject;
  SubjectPage: SubjectPage;
  TenantNode: TenantNode;
};

export type CenterMembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CenterMembership'] = ResolversParentTypes['CenterMembership']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TenantType'], ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  adminRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  canChangeList?: Resolver<Array<ResolversTypes['TenantNode']>, ParentType, ContextType>;
  centerList?: Resolver<Array<ResolversTypes['CenterMembership']>, ParentType, ContextType>;
  currentTenant?: Resolver<Maybe<ResolversTypes['TenantNode']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grantedPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landingRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  chooseTenant?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, RequireFields<MutationChooseTenantArgs, 'tenantId'>>;
  setLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSetLanguageArgs, 'language'>>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  subjects?: Resolver<ResolversTypes['SubjectPage'], ParentType, ContextType, RequireFields<QuerySubjectsArgs, 'maxResultCount' | 'skipCount'>>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subject'] = ResolversParentTypes['Subject']> = {
  birthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coachNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guardianNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outpatientNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectPage'] = ResolversParentTypes['SubjectPage']> = {
  items?: Resolver<Array<ResolversTypes['Subject']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TenantNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantNode'] = ResolversParentTypes['TenantNode']> = {
  children?: Resolver<Array<ResolversTypes['TenantNode']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TenantType'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  CenterMembership?: CenterMembershipResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Subject?: SubjectResolvers<ContextType>;
  SubjectPage?: SubjectPageResolvers<ContextType>;
  TenantNode?: TenantNodeResolvers<ContextType>;
};

