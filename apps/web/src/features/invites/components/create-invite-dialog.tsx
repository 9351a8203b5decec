import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { CreateInviteForm } from './create-invite-form.tsx';

/** The 'Add Invite' button and its 'Create Invite' dialog (SPEC §2). */
export function CreateInviteDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden />
          Add Invite
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Invite</DialogTitle>
          <DialogDescription>
            We will email them a link to set up their account and verify their phone.
          </DialogDescription>
        </DialogHeader>
        <CreateInviteForm onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
