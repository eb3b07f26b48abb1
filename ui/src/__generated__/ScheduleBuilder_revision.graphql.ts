/**
 * @generated SignedSource<<e167fe199e41767fe8388d79925e3456>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilder_revision$data = {
  readonly dueDate: any | null | undefined;
  readonly gstRegistered: boolean;
  readonly invoiceReference: string;
  readonly rev: number;
  readonly title: string;
  readonly " $fragmentType": "ScheduleBuilder_revision";
};
export type ScheduleBuilder_revision$key = {
  readonly " $data"?: ScheduleBuilder_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleBuilder_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rev",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gstRegistered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceReference",
      "storageKey": null
    }
  ],
  "type": "ClaimRevision",
  "abstractKey": null
};

(node as any).hash = "989530fb4f2888a25b1510d53fc3e78f";

export default node;
