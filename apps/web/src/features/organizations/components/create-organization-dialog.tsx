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
import { CreateOrganizationForm } from './create-organization-form.tsx';

/** The Create Organization button and its dialog; the form resets on every open and close. */
export function CreateOrganizationDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden />
          Create Organization
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Organization</DialogTitle>
          <DialogDescription>
            A dental organization that owns one or more locations.
          </DialogDescription>
        </DialogHeader>
        <CreateOrganizationForm onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
