import { useMutation, type TypedDocumentNode } from 'urql';

type CreateOrUpdateMutations<Input, Created, Updated> = {
  create: TypedDocumentNode<Created, { input: Input }>;
  update: TypedDocumentNode<Updated, { id: string; input: Input }>;
};

/**
 * The save of an add-or-edit dialog: one form and one input, sent by the create mutation when
 * adding and by the update mutation (with the record's id) when editing. `busy` while either runs.
 */
export const useCreateOrUpdate = <Input, Created, Updated>(
  mutations: CreateOrUpdateMutations<Input, Created, Updated>,
  /** The record being edited; null when adding one. */
  id: string | null,
) => {
  const [created, create] = useMutation(mutations.create);
  const [updated, update] = useMutation(mutations.update);
  const save = (input: Input) => (id === null ? create({ input }) : update({ id, input }));
  return { busy: created.fetching || updated.fetching, save };
};
