import type { ComponentType } from 'react';

export type SubjectEdit = 'remark' | 'outpatientNumber';

type EditedSubject = { id: string; name: string; remark: string | null; outpatientNumber: string | null };

type EditDialogProps<S> = { subject: S | null; onClose: () => void; onSaved?: () => void };

/**
 * The edit dialogs of the subject list (spec 000 §2: outpatient number and remark). A feature
 * does not import another, so the app hands them in (src/app/routes.tsx).
 */
export type SubjectEditDialogComponents = {
  EditRemark: ComponentType<EditDialogProps<Pick<EditedSubject, 'id' | 'name' | 'remark'>>>;
  EditOutpatientNumber: ComponentType<EditDialogProps<Pick<EditedSubject, 'id' | 'name' | 'outpatientNumber'>>>;
};

type SubjectEditDialogsProps = {
  dialogs: SubjectEditDialogComponents;
  editing: SubjectEdit | null;
  subject: EditedSubject;
  onClose: () => void;
  onSaved: () => void;
};

export const SubjectEditDialogs = ({ dialogs, editing, subject, onClose, onSaved }: SubjectEditDialogsProps) => {
  const { EditRemark, EditOutpatientNumber } = dialogs;
  return (
    <>
      <EditRemark subject={editing === 'remark' ? subject : null} onClose={onClose} onSaved={onSaved} />
      <EditOutpatientNumber
        subject={editing === 'outpatientNumber' ? subject : null}
        onClose={onClose}
        onSaved={onSaved}
      />
    </>
  );
};
