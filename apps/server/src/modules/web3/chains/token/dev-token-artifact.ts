// Written by scripts/compile-dev-token.ts from DevToken.sol with solc 0.8.37+commit.f401782d.Emscripten.clang; do not edit.
export const DEV_TOKEN_ABI = [
  {
    inputs: [],
    stateMutability: 'nonpayable',
    type: 'constructor',
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        internalType: 'address',
        name: 'owner',
        type: 'address',
      },
      {
        indexed: true,
        internalType: 'address',
        name: 'spender',
        type: 'address',
      },
      {
        indexed: false,
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'Approval',
    type: 'event',
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        internalType: 'address',
        name: 'from',
        type: 'address',
      },
      {
        indexed: true,
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        indexed: false,
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'Transfer',
    type: 'event',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address',
      },
      {
        internalType: 'address',
        name: '',
        type: 'address',
      },
    ],
    name: 'allowance',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'spender',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'approve',
    outputs: [
      {
        internalType: 'bool',
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address',
      },
    ],
    name: 'balanceOf',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'decimals',
    outputs: [
      {
        internalType: 'uint8',
        name: '',
        type: 'uint8',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'mint',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [],
    name: 'name',
    outputs: [
      {
        internalType: 'string',
        name: '',
        type: 'string',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'owner',
    outputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'symbol',
    outputs: [
      {
        internalType: 'string',
        name: '',
        type: 'string',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'totalSupply',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'transfer',
    outputs: [
      {
        internalType: 'bool',
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'from',
        type: 'address',
      },
      {
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'transferFrom',
    outputs: [
      {
        internalType: 'bool',
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
] as const;

export const DEV_TOKEN_BYTECODE =
  '0x60a0604052348015600e575f5ffd5b50336080526080516107746100325f395f8181610190015261037801526107745ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c806340c10f191161006e57806340c10f191461015757806370a082311461016c5780638da5cb5b1461018b57806395d89b41146101ca578063a9059cbb146101ec578063dd62ed3e146101ff575f5ffd5b806306fdde03146100aa578063095ea7b3146100f157806318160ddd1461011457806323b872dd1461012a578063313ce5671461013d575b5f5ffd5b6100db6040518060400160405280601281526020017120b8383337b933b2902232bb102a37b5b2b760711b81525081565b6040516100e89190610601565b60405180910390f35b6101046100ff366004610651565b610229565b60405190151581526020016100e8565b61011c5f5481565b6040519081526020016100e8565b610104610138366004610679565b610295565b610145601281565b60405160ff90911681526020016100e8565b61016a610165366004610651565b61036d565b005b61011c61017a3660046106b3565b60016020525f908152604090205481565b6101b27f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100e8565b6100db6040518060400160405280600381526020016210519560ea1b81525081565b6101046101fa366004610651565b610474565b61011c61020d3660046106d3565b600260209081525f928352604080842090915290825290205481565b335f8181526002602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906102839086815260200190565b60405180910390a35060015b92915050565b6001600160a01b0383165f908152600260209081526040808320338452909152812054828110156103215760405162461bcd60e51b815260206004820152602b60248201527f446576546f6b656e3a207472616e7366657220616d6f756e742065786365656460448201526a7320616c6c6f77616e636560a81b60648201526084015b60405180910390fd5b5f198114610357576103338382610718565b6001600160a01b0386165f9081526002602090815260408083203384529091529020555b610362858585610489565b506001949350505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103ef5760405162461bcd60e51b815260206004820152602160248201527f446576546f6b656e3a206f6e6c7920746865206465706c6f796572206d696e746044820152607360f81b6064820152608401610318565b805f5f8282546103ff919061072b565b90915550506001600160a01b0382165f908152600160205260408120805483929061042b90849061072b565b90915550506040518181526001600160a01b038316905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35050565b5f610480338484610489565b50600192915050565b6001600160a01b0382166104ee5760405162461bcd60e51b815260206004820152602660248201527f446576546f6b656e3a207472616e7366657220746f20746865207a65726f206160448201526564647265737360d01b6064820152608401610318565b6001600160a01b0383165f90815260016020526040902054818110156105685760405162461bcd60e51b815260206004820152602960248201527f446576546f6b656e3a207472616e7366657220616d6f756e7420657863656564604482015268732062616c616e636560b81b6064820152608401610318565b6105728282610718565b6001600160a01b038086165f9081526001602052604080822093909355908516815290812080548492906105a790849061072b565b92505081905550826001600160a01b0316846001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef846040516105f391815260200190565b60405180910390a350505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b038116811461064c575f5ffd5b919050565b5f5f60408385031215610662575f5ffd5b61066b83610636565b946020939093013593505050565b5f5f5f6060848603121561068b575f5ffd5b61069484610636565b92506106a260208501610636565b929592945050506040919091013590565b5f602082840312156106c3575f5ffd5b6106cc82610636565b9392505050565b5f5f604083850312156106e4575f5ffd5b6106ed83610636565b91506106fb60208401610636565b90509250929050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561028f5761028f610704565b8082018082111561028f5761028f61070456fea2646970667358221220a1768c9e08de85a878ffdce1f24cab2b1b9ed51f71b4a4b0f29bf53034a0776c64736f6c63430008250033' as const;
