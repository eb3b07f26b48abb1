/**
 * @generated SignedSource<<e69d91ddb94688207152c3fc23e23172>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SentSchedule_schedule$data = {
  readonly adjustExcl: any;
  readonly adjustTax: any;
  readonly claimedExcl: any;
  readonly claimedTax: any;
  readonly dueDate: any | null | undefined;
  readonly givenLate: boolean;
  readonly isTaxInvoice: boolean;
  readonly lines: ReadonlyArray<{
    readonly claimed: any;
    readonly itemId: string;
    readonly name: string;
    readonly reason: string;
    readonly removed: boolean;
    readonly scheduled: any;
  }>;
  readonly notes: ReadonlyArray<string>;
  readonly pdfViewUrl: string | null | undefined;
  readonly reference: string;
  readonly retention: any;
  readonly scheduleExcl: any;
  readonly scheduleTax: any;
  readonly sentAt: any | null | undefined;
  readonly submittedBy: string | null | undefined;
  readonly " $fragmentType": "SentSchedule_schedule";
};
export type SentSchedule_schedule$key = {
  readonly " $data"?: SentSchedule_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"SentSchedule_schedule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SentSchedule_schedule",
  "selections": [
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
      "name": "isTaxInvoice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adjustExcl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adjustTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retention",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduleExcl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduleTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimedExcl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimedTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentScheduleLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "removed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "givenLate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfViewUrl",
      "storageKey": null
    }
  ],
  "type": "PaymentSchedule",
  "abstractKey": null
};

(node as any).hash = "23cffad268f4b585daf4a4e4d6469c53";

export default node;
