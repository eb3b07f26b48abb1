/**
 * @generated SignedSource<<4cd3a439061fdb5c8f369ec251f01eaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentDueKind = "DayOfFollowingMonth" | "Days" | "WorkingDays" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentTermsCard_contract$data = {
  readonly id: string;
  readonly paymentTerms: {
    readonly actNotes: ReadonlyArray<string>;
    readonly claimDay: number | null | undefined;
    readonly claimDay2: number | null | undefined;
    readonly claimEveryWeeks: number | null | undefined;
    readonly claimFrom: any | null | undefined;
    readonly description: string;
    readonly dueKind: PaymentDueKind | null | undefined;
    readonly dueValue: number | null | undefined;
    readonly nextClaimDate: any;
    readonly nextDueDate: any | null | undefined;
    readonly scheduleWorkingDays: number | null | undefined;
  };
  readonly " $fragmentType": "PaymentTermsCard_contract";
};
export type PaymentTermsCard_contract$key = {
  readonly " $data"?: PaymentTermsCard_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentTermsCard_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentTermsCard_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentTerms",
      "kind": "LinkedField",
      "name": "paymentTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimDay2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimEveryWeeks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleWorkingDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueKind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actNotes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextClaimDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDueDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "1c8ab6c7d821cfa39b352f05ee1190a8";

export default node;
