/**
 * @generated SignedSource<<58158e4c341e41a07f38384a6cbf334b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReceivedClaimDocument_claim$data = {
  readonly contractId: string;
  readonly latest: {
    readonly date: any | null | undefined;
    readonly dueDate: any | null | undefined;
    readonly files: ReadonlyArray<{
      readonly filename: string;
    }>;
    readonly gstRegistered: boolean;
    readonly invoiceReference: string;
    readonly netPayment: any;
    readonly periodFrom: any | null | undefined;
    readonly periodTo: any | null | undefined;
  } | null | undefined;
  readonly number: number;
  readonly receivedFileUrl: string | null | undefined;
  readonly receivedManner: string | null | undefined;
  readonly recordedFrom: string | null | undefined;
  readonly standing: {
    readonly scheduleDeadline: any | null | undefined;
    readonly scheduleOverdue: boolean;
  };
  readonly title: string;
  readonly viewerCanChangeRecord: boolean;
  readonly " $fragmentType": "ReceivedClaimDocument_claim";
};
export type ReceivedClaimDocument_claim$key = {
  readonly " $data"?: ReceivedClaimDocument_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceivedClaimDocument_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReceivedClaimDocument_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanChangeRecord",
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
      "name": "recordedFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedManner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedFileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
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
          "name": "periodFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceReference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "netPayment",
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
          "concreteType": "FileRef",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "filename",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimStanding",
      "kind": "LinkedField",
      "name": "standing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleDeadline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleOverdue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "bd24f12719f38c7b2f5c60c4edc09cef";

export default node;
