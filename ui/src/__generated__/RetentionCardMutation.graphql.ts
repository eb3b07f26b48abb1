/**
 * @generated SignedSource<<c336d938d312c61a186590fd22a0d190>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RetentionTrigger = "MonthsAfter" | "OnEvent" | "OtherContract" | "%future added value";
export type ContractRetentionUpdateInput = {
  contractId: string;
  defectsClause?: string | null | undefined;
  defectsProcedure?: string | null | undefined;
  depositWorkingDays?: number | null | undefined;
  enteredOn?: any | null | undefined;
  interestRate?: number | null | undefined;
  optedIn: boolean;
  renewedOn?: any | null | undefined;
  residentialOccupier: boolean;
  stages: ReadonlyArray<RetentionStageInput>;
};
export type RetentionStageInput = {
  eventOn?: any | null | undefined;
  label: string;
  months?: number | null | undefined;
  share: number;
  trigger: RetentionTrigger;
};
export type RetentionCardMutation$variables = {
  input: ContractRetentionUpdateInput;
};
export type RetentionCardMutation$data = {
  readonly contractRetentionUpdate: {
    readonly contract: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RetentionCard_contract">;
    };
  } | null | undefined;
};
export type RetentionCardMutation = {
  response: RetentionCardMutation$data;
  variables: RetentionCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RetentionCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "contractRetentionUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RetentionCard_contract"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RetentionCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "contractRetentionUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5cbdbc2221c4056c66d5c40615925a16",
    "id": null,
    "metadata": {},
    "name": "RetentionCardMutation",
    "operationKind": "mutation",
    "text": "mutation RetentionCardMutation(\n  $input: ContractRetentionUpdateInput!\n) {\n  contractRetentionUpdate(input: $input) {\n    contract {\n      id\n      ...RetentionCard_contract\n    }\n  }\n}\n\nfragment RetentionCard_contract on Contract {\n  id\n  retentionRegime {\n    regime\n    question\n    summary\n    notes\n    enteredOn\n    renewedOn\n    residentialOccupier\n    optedIn\n    optInBefore\n    rulesNote\n  }\n  retentionTerms {\n    stages {\n      label\n      share\n      trigger\n      months\n      eventOn\n      releaseOn\n    }\n    defectsClause\n    defectsProcedure\n    interestRate\n    depositWorkingDays\n    depositNote\n    useNoticeWorkingDays\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9dfef2b53413d10bedf147e70fd2ec7";

export default node;
