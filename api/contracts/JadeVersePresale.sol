// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title JadeVerse token presale: the sales' state the investor dashboard reads (docs/product/economy.md §3
/// "On-chain sale data"). Prices are USD with 6 decimals; token amounts have 18 decimals.
/// Purchases are paid off-chain (card or crypto through the platform's payments) and recorded here by
/// the owner, so every buyer's allocation is public and final.
contract JadeVersePresale {
    struct Sale {
        bool started;
        bool finished;
        uint256 tokenPrice;
        uint256 sold;
        uint256 pool;
        address[] buyers;
        mapping(address => uint256) tokensOf;
    }

    address public immutable owner;
    uint256 public saleCount;
    mapping(uint256 => Sale) private sales;

    event SaleCreated(uint256 indexed saleId, uint256 tokenPrice, uint256 pool);
    event SaleStarted(uint256 indexed saleId);
    event SaleFinished(uint256 indexed saleId);
    event Allocated(uint256 indexed saleId, address indexed buyer, uint256 tokens);

    error NotOwner();
    error NoSuchSale();
    error WrongState();
    error PoolExceeded();

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    function createSale(uint256 tokenPrice, uint256 pool) external onlyOwner returns (uint256 saleId) {
        saleId = ++saleCount;
        Sale storage sale = sales[saleId];
        sale.tokenPrice = tokenPrice;
        sale.pool = pool;
        emit SaleCreated(saleId, tokenPrice, pool);
    }

    function startSale(uint256 saleId) external onlyOwner {
        Sale storage sale = existing(saleId);
        if (sale.started) revert WrongState();
        sale.started = true;
        emit SaleStarted(saleId);
    }

    function finishSale(uint256 saleId) external onlyOwner {
        Sale storage sale = existing(saleId);
        if (!sale.started || sale.finished) revert WrongState();
        sale.finished = true;
        emit SaleFinished(saleId);
    }

    function allocate(uint256 saleId, address buyer, uint256 tokens) external onlyOwner {
        Sale storage sale = existing(saleId);
        if (!sale.started || sale.finished) revert WrongState();
        if (sale.sold + tokens > sale.pool) revert PoolExceeded();
        if (sale.tokensOf[buyer] == 0) sale.buyers.push(buyer);
        sale.tokensOf[buyer] += tokens;
        sale.sold += tokens;
        emit Allocated(saleId, buyer, tokens);
    }

    /// The sale's state, its sold and pool amounts, and every buyer with their tokens.
    function getSaleData(uint256 saleId)
        external
        view
        returns (
            bool saleStarted,
            bool saleFinished,
            uint256 tokenPrice,
            uint256 soldAmountOfTokens,
            uint256 poolOfTokens,
            address[] memory buyers,
            uint256[] memory tokensPerBuyer
        )
    {
        Sale storage sale = existing(saleId);
        buyers = sale.buyers;
        tokensPerBuyer = new uint256[](buyers.length);
        for (uint256 i = 0; i < buyers.length; i++) tokensPerBuyer[i] = sale.tokensOf[buyers[i]];
        return (sale.started, sale.finished, sale.tokenPrice, sale.sold, sale.pool, buyers, tokensPerBuyer);
    }

    function existing(uint256 saleId) private view returns (Sale storage sale) {
        if (saleId == 0 || saleId > saleCount) revert NoSuchSale();
        return sales[saleId];
    }
}
