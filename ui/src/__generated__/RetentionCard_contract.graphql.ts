/**
 * @generated SignedSource<<e1cd2255e59d143b75a0c678d1b7fb99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RetentionRegimeKind = "Cca2017" | "Cca2023" | "NoRetention" | "NotCoveredResidential" | "Pre2017" | "%future added value";
export type RetentionTrigger = "MonthsAfter" | "OnEvent" | "OtherContract" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RetentionCard_contract$data = {
  readonly id: string;
  readonly retentionRegime: {
    readonly enteredOn: any | null | undefined;
    readonly notes: ReadonlyArray<string>;
    readonly optInBefore: any;
    readonly optedIn: boolean;
    readonly question: string | null | undefined;
    readonly regime: RetentionRegimeKind | null | undefined;
    readonly renewedOn: any | null | undefined;
    readonly residentialOccupier: boolean;
    readonly rulesNote: string;
    readonly summary: string | null | undefined;
  };
  readonly retentionTerms: {
    readonly defectsClause: string;
    readonly defectsProcedure: string;
    readonly depositNote: string;
    readonly depositWorkingDays: number;
    readonly interestRate: number | null | undefined;
    readonly stages: ReadonlyArray<{
      readonly eventOn: any | null | undefined;
      readonly label: string;
      readonly months: number;
      readonly releaseOn: any | null | undefined;
      readonly share: number;
      readonly trigger: RetentionTrigger;
    }>;
    readonly useNoticeWorkingDays: number;
  };
  readonly " $fragmentType": "RetentionCard_contract";
};
export type RetentionCard_contract$key = {
  readonly " $data"?: RetentionCard_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"RetentionCard_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RetentionCard_contract",
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
      "concreteType": "RetentionRegime",
      "kind": "LinkedField",
      "name": "retentionRegime",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "regime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
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
          "name": "enteredOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "renewedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "residentialOccupier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optedIn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optInBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rulesNote",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionTerms",
      "kind": "LinkedField",
      "name": "retentionTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionStage",
          "kind": "LinkedField",
          "name": "stages",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "share",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "trigger",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "months",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "eventOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "releaseOn",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defectsClause",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defectsProcedure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interestRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositWorkingDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "useNoticeWorkingDays",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "1306740e78f3def194c2096ccfc0ca51";

export default node;
