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
import { CreateLocationForm } from './create-location-form.tsx';

/** The Create Location button and its dialog; the form resets on every open and close. */
export function CreateLocationDialog({ organizationId }: { organizationId: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden />
          Create Location
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Location</DialogTitle>
          <DialogDescription>A practice where shifts take place.</DialogDescription>
        </DialogHeader>
        <CreateLocationForm organizationId={organizationId} onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
