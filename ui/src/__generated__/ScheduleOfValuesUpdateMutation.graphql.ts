/**
 * @generated SignedSource<<8898265fb98b332e5b586e3d7f4f6588>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type ScheduleOfValuesUpdateInput = {
  contractId: string;
  create?: ReadonlyArray<ContractLineInput> | null | undefined;
  deleteIds?: ReadonlyArray<string> | null | undefined;
  order?: ReadonlyArray<string> | null | undefined;
  update?: ReadonlyArray<ContractLineInput> | null | undefined;
};
export type ContractLineInput = {
  group?: ReadonlyArray<string> | null | undefined;
  isLumpSum?: boolean | null | undefined;
  itemId?: string | null | undefined;
  name?: string | null | undefined;
  qtyMilli?: any | null | undefined;
  reference?: string | null | undefined;
  totalPrice?: any | null | undefined;
  type?: LineType | null | undefined;
  unit?: string | null | undefined;
  unitPrice?: any | null | undefined;
};
export type ScheduleOfValuesUpdateMutation$variables = {
  input: ScheduleOfValuesUpdateInput;
};
export type ScheduleOfValuesUpdateMutation$data = {
  readonly scheduleOfValuesUpdate: {
    readonly contract: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ScheduleOfValues_contract">;
    };
  } | null | undefined;
};
export type ScheduleOfValuesUpdateMutation = {
  response: ScheduleOfValuesUpdateMutation$data;
  variables: ScheduleOfValuesUpdateMutation$variables;
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
    "name": "ScheduleOfValuesUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ScheduleOfValuesPayload",
        "kind": "LinkedField",
        "name": "scheduleOfValuesUpdate",
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
                "name": "ScheduleOfValues_contract"
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
    "name": "ScheduleOfValuesUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ScheduleOfValuesPayload",
        "kind": "LinkedField",
        "name": "scheduleOfValuesUpdate",
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
                "kind": "ScalarField",
                "name": "viewerCanEditSchedule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractLine",
                "kind": "LinkedField",
                "name": "scheduleOfValues",
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
                    "name": "type",
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
                    "name": "group",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isLumpSum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "qtyMilli",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lockedReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanEditPrices",
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
    "cacheID": "fd4cee367fd8b37a094fc64e2cc87dc1",
    "id": null,
    "metadata": {},
    "name": "ScheduleOfValuesUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ScheduleOfValuesUpdateMutation(\n  $input: ScheduleOfValuesUpdateInput!\n) {\n  scheduleOfValuesUpdate(input: $input) {\n    contract {\n      id\n      ...ScheduleOfValues_contract\n    }\n  }\n}\n\nfragment ScheduleOfValues_contract on Contract {\n  id\n  viewerCanEditSchedule\n  scheduleOfValues {\n    itemId\n    type\n    name\n    group\n    unit\n    isLumpSum\n    qtyMilli\n    unitPrice\n    totalPrice\n    lockedReason\n    viewerCanEditPrices\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c8c917f2712008812e10f8d95c83b55";

export default node;
